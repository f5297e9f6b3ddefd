class { 'tdc': monitor => ['nagios'] }
