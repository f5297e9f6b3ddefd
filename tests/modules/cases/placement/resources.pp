placement_config {
  'DEFAULT/debug':        value => true;
  'placement_database/connection': value => 'mysql+pymysql://placement:secret@db/placement', secret => true;
  'api/auth_strategy':    value => ['keystone'];
  'DEFAULT/old':          ensure => absent;
}
placement_api_uwsgi_config { 'uwsgi/processes': value => 2 }
