cinder_type { 'ceph': is_public => 'no' }
