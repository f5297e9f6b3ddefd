notice(inline_epp('a <%- \'x\' -%> b'))
