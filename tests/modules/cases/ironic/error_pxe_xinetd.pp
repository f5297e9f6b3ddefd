class { 'ironic::pxe': tftp_use_xinetd => false }
