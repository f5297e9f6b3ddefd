glance_image { 'img': properties => 'a=1,b' }
