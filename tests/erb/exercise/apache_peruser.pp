# apache with the peruser MPM.
class { 'apache': default_vhost => false, mpm_module => 'peruser' }
