class { 'filebeat': outputs => { 'logstash' => { 'hosts' => ['localhost:5044'] } } }
