include ironic
class { 'ironic::pxe::common':
  tftp_root => '/srv/tftpboot',
}
class { 'ironic::pxe':
  tftp_use_xinetd => true,
}
