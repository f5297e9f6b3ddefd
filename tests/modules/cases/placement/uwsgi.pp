include placement
class { 'placement::wsgi::uwsgi':
  processes => 4,
}
include placement::client
