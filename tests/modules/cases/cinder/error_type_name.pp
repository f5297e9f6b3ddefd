cinder_type { 'ceph': name => ' ' }
