notice case undef { undef: { 'undef' } default: { 'no' } }
