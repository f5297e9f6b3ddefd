# Templates rendered inside lambdas and functions: the parsed templates and what they keep are
# made during a call and used by later ones.
function t::r($i) { inline_template("<%= @i %>-<%= [1,2,3].map { |x| x * @i.to_i }.join(',') %><% if 'abc' =~ /b/ %>m<% end %>") }
$r = Integer[1, 5].map |$i| { $x = Integer[1,100].map |$j| { sprintf('%0400d', $j) } [t::r($i), inline_template('<%= @i %>')] }
notice($r)
