barbican_api_uwsgi_config { 'processes': value => 4 }
