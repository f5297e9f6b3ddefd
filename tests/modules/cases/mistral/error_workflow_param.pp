mistral_workflow { 'wf': definition => '/tmp/wf.yaml' }
