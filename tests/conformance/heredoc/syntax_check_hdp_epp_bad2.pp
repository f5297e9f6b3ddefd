$h = @(END:epp)
<% if $x { %>
END
notice($h)
