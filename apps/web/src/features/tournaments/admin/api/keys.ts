/** The admin tournament endpoints; every write reloads every tournament query (`tournamentsKey`). */
export const adminTournamentsPath = '/api/admin/tournaments';
export const adminTournamentPath = (id: number) => `${adminTournamentsPath}/${id}`;
