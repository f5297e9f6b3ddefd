class { 'glance::api::authtoken':
  password => 'glance_pass',
}
class { 'glance::api':
  stores        => ['file', 'http'],
  default_store => 'file',
  show_image_direct_url => true,
}
class { 'glance::backend::file':
  filesystem_store_datadir => '/var/lib/glance/images/',
}
include glance::client
class { 'glance::wsgi::uwsgi':
  processes => 4,
}
