tag 'bad tag'
