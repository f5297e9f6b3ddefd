case default { default: { notice('dd') } }
