# apache with the itk MPM.
class { 'apache': default_vhost => false, mpm_module => 'itk' }
