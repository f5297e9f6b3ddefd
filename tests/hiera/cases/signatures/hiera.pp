notice(hiera('str'))
notice(hiera('missing', 'hiera default'))
notice(hiera_array('list'))
notice(hiera_hash('hash'))
notice(hiera('missing') |$k| { "block ${k}" })
hiera_include('classes')
class cls::one { notice('cls::one included') }
class cls::two { notice('cls::two included') }
