validate_yum_hash(['repo'])
