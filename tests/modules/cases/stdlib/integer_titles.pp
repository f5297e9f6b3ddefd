# create_resources and ensure_resource(s) take Integer titles: titled by their digits, not tagged with them
define foo {}
ensure_resource('foo', 85)
ensure_resource('foo', [86, '87'])
create_resources('foo', { 88 => {} })
ensure_resources('foo', { 89 => {} })
ensure_resource('foo', 'y', {})
