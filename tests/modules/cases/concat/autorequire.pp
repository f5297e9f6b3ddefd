# concat_fragment's autorequire(:file) while the agent builds the relationship graph: a
# fragment finds its concat_file by path, by title or by tag, else the agent warns, naming the
# fragment's path (a class's resources under the class's name, a define's under its reference).
class motd {
  concat { '/etc/motd': }
  concat::fragment { 'motd header': target => '/etc/motd', content => "hello\n", order => '01' }
  concat_fragment { 'motd orphan': target => '/etc/motd.local', content => "x\n" }
}
include motd
concat_file { 'issue': path => '/etc/issue', tag => 'issue-parts' }
concat_fragment { 'issue by title': target => 'issue', content => "a\n" }
concat_fragment { 'issue by tag': tag => 'issue-parts', content => "b\n" }
concat_fragment { 'nothing by tag': tag => 'nowhere', content => "c\n" }
define site::banner($text) {
  concat::fragment { "banner ${title}": target => '/etc/banner', content => $text }
}
site::banner { 'one': text => "one\n" }
@concat_file { '/etc/virtual': }
concat_fragment { 'of a virtual file': target => '/etc/virtual', content => "v\n" }
