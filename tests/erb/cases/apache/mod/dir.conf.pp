# template: apache/templates/mod/dir.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Dir] when it compiles tests/erb/exercise/apache.pp
class apache::mod::dir {
  $dir = 'public_html'
  $indexes = ['index.html', 'index.html.var', 'index.cgi', 'index.pl', 'index.php', 'index.xhtml']
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::dir
