# apache with the worker MPM.
class { 'apache': default_vhost => false, mpm_module => 'worker' }
