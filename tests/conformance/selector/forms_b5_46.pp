case undef { undef: { notice('undef') } default: { notice('d') } }
case '' { undef: { notice('undef2') } default: { notice('d2') } }
