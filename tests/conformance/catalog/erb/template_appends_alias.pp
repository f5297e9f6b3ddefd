# apache's vhost/_scriptalias.erb: a local Ruby variable is the parameter's array, and the
# alias appended to it shows in the resource; a later template changing the appended hash
# changes it there too.
define vhost($scriptalias = undef, $scriptaliases = []) {
  $fragment = inline_template(@(ERB))
    <%- if @scriptaliases.is_a?(Array) -%>
    <%-  aliases = @scriptaliases -%>
    <%- elsif @scriptaliases.is_a?(Hash) -%>
    <%-  aliases = [@scriptaliases] -%>
    <%- else -%>
    <%-  aliases = [] -%>
    <%- end -%>
    <%- aliases << { 'alias' => '/cgi-bin', 'path' => @scriptalias } if @scriptalias -%>
    <%- aliases.flatten.compact! -%>
    <%- aliases.each do |salias| -%>
      ScriptAlias <%= salias['alias'] %> "<%= salias['path'] %>"
    <%- end -%>
    | ERB
  file { "/etc/${title}.conf": content => $fragment }
  $more = inline_template('<% @scriptaliases.each { |a| a["checked"] = true } %>')
}
vhost { 'default': scriptalias => '/usr/lib/cgi-bin' }
vhost { 'other': scriptalias => '/srv/cgi', scriptaliases => [{ 'alias' => '/x', 'path' => '/srv/x' }] }
vhost { 'none': }
