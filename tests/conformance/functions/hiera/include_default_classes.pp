class base { notice('base included') }
class extra { notice('extra included') }
hiera_include('classes', ['base', 'extra'])
notice(hiera('ntp_server', 'pool.ntp.org'))
