class apache::mod::ssl {
  notice("title=${title} name=${name}")
  notice($module_name)
}
include apache::mod::ssl
class { 'ntp': }
class ntp { notice("ntp ${title}") }
