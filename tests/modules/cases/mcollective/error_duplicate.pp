include mcollective
mcollective::plugin { 'puppet': }
mcollective::plugin { 'puppet': }
