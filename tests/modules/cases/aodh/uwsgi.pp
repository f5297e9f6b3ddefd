include aodh
class { 'aodh::keystone::authtoken':
  password => 'a_big_secret',
}
include aodh::api
class { 'aodh::wsgi::uwsgi':
  processes => 4,
  threads   => 8,
}
