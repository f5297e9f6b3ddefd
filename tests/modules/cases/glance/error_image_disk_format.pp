glance_image { 'img': disk_format => 'qcow3' }
