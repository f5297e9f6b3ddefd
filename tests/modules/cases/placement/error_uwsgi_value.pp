placement_api_uwsgi_config { 'uwsgi/processes': value => "\t4" }
