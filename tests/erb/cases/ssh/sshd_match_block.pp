# template: ssh/templates/sshd_match_block.erb
# variables: as the reference renders it for Ssh::Server::Match_block[sftp] when it compiles tests/erb/exercise/ssh.pp
define ssh::server::match_block {
  $options = {'ChrootDirectory' => '/srv/sftp', 'X11Forwarding' => 'no', 'AllowTcpForwarding' => 'no'}
  $order = 50
  $type = 'Group'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
ssh::server::match_block { 'sftp': }
