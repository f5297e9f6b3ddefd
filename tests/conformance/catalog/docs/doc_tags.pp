apache::vhost {'docs.puppetlabs.com':
  port => 80,
  tag  => ['us_mirror1', 'us_mirror2'],
}
define apache::vhost($port) {
  notify { "vhost ${title}": message => "port ${port}" }
  notice(tagged('us_mirror1'))
}
notice(Apache::Vhost['docs.puppetlabs.com'][tag])
