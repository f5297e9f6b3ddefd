# lang_tags: the tag metaparameter
define apache::vhost($port) { notify { "vhost ${title}:${port}": } }
apache::vhost { 'docs.example.com':
  port => 80,
  tag  => ['us_mirror1', 'us_mirror2'],
}
