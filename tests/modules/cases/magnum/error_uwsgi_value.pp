magnum_api_uwsgi_config { 'uwsgi/processes': value => "4\t8" }
