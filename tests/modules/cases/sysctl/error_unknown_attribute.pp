sysctl { 'fs.file-max': value => '65536' }
