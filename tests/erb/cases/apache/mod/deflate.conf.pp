# template: apache/templates/mod/deflate.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Deflate] when it compiles tests/erb/exercise/apache.pp
class apache::mod::deflate {
  $notes = {'Input' => 'instream', 'Output' => 'outstream', 'Ratio' => 'ratio'}
  $types = ['text/html text/plain text/xml', 'text/css', 'application/x-javascript application/javascript application/ecmascript', 'application/rss+xml', 'application/json']
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::deflate
