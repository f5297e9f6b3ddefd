define d { notice("d ${title}") }
node default { d { 'in node': } notice('node') }
notice('top')
