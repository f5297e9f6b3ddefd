glance_image { 'i': properties => File['/tmp/x'] }
