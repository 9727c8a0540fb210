/**
 * Kick's answer to GET /public/v1/channels?slug=… (one or more slugs), in its documented format:
 * {data:[{banner_picture, broadcaster_user_id, category, channel_description, slug, stream,
 * stream_title}], message}. A slug Kick does not know is simply absent from `data`.
 */
export function channelsAnswer(known: ReadonlyMap<string, number>, slugs: string[]) {
  const data = slugs
    .map((slug) => slug.toLowerCase())
    .filter((slug) => known.has(slug))
    .map((slug) => ({
      banner_picture: '',
      broadcaster_user_id: known.get(slug)!,
      category: { id: 15, name: 'Slots & Casino', thumbnail: '' },
      channel_description: '',
      slug,
      stream: {
        is_live: false,
        is_mature: false,
        key: '',
        language: 'en',
        start_time: '0001-01-01T00:00:00Z',
        thumbnail: '',
        url: '',
        viewer_count: 0,
      },
      stream_title: '',
    }));
  return { data, message: 'OK' };
}
