class { 'octavia::controller': enable_ssh_access => false, heartbeat_key => 'k' }
class { 'octavia::worker': manage_keygen => true }
