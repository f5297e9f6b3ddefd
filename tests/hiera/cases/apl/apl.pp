class web(
  Integer $port,
  String $host = 'localhost',
  Array[String] $tags = [],
  Optional[String] $undef_param = 'default kept',
  String $unset = 'default used',
) {
  notice("web: port=${port} host=${host} tags=${tags} undef_param=${undef_param} unset=${unset}")
}
class profile::base($motd) {
  notice("motd: ${motd}")
}
include web
include profile::base
