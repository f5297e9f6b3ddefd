cinder_type { 'ceph': properties => ['volume_backend_name'] }
