class { 'archvsync': mirror => 'x' }
