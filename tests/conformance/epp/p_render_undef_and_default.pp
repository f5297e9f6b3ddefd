notice("[${inline_epp('<%= undef %>|<%= default %>')}]")
