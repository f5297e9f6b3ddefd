glance_api_config {
  'DEFAULT/debug':           value => true;
  'database/connection':     value => 'mysql+pymysql://glance:secret@db/glance', secret => true;
  'DEFAULT/enabled_backends': value => ['a:file', 'b:rbd'];
  'DEFAULT/old_setting':     ensure => absent;
}
glance_api_paste_ini { 'pipeline:glance-api/pipeline':
  value => 'cors healthcheck http_proxy_to_wsgi versionnegotiation osprofiler unauthenticated-context rootapp',
}
glance_cache_config { 'DEFAULT/image_cache_max_size': value => 10737418240 }
glance_image_import_config { 'image_import_opts/image_import_plugins': value => 'image_conversion' }
glance_rootwrap_config { 'DEFAULT/use_syslog': value => false }
glance_swift_config { 'ref1/key': value => 'secret', secret => true }
glance_api_uwsgi_config { 'uwsgi/processes': value => 4 }
glance_image { 'cirros':
  ensure           => present,
  is_public        => 'yes',
  container_format => 'bare',
  disk_format      => 'qcow2',
  source           => 'http://download.cirros-cloud.net/0.6.2/cirros-0.6.2-x86_64-disk.img',
  min_ram          => 64,
  properties       => { 'hw_disk_bus' => 'scsi' },
  image_tag        => 'test',
}
glance_image { 'ubuntu':
  is_public   => false,
  disk_format => 'raw',
  properties  => 'os_distro=ubuntu,os_version=22.04',
  project_id  => 'f8b10f53-8f1a-4d2c-a4f5-6b0d6b4ba111',
}
