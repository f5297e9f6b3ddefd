notice case undef { *undef: { 'matched' } default: { 'nothing' } }
